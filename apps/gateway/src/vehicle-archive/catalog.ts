/**
 * The reference tables the synthetic vehicle archive is drawn from. Brands, series, manufacturer codes, insurers,
 * shops and stations are INVENTED for this data set: none names a real maker, model, company or policy. The
 * cities, their plate prefixes and the expressway corridors are real geography, so plates and trips look right.
 */
import type { BatteryType, BodyType, Fuel, Transmission } from '@datamall/contract/vehicle-archive';

export interface SeriesTemplate {
  /** Invented brand name (synthetic). */
  brand: string;
  series: string;
  /** Positions 4–6 of the VIN for this series. */
  vds: string;
  bodyType: BodyType;
  fuel: Fuel;
  /** First model year on sale. */
  since: number;
  basePriceYuan: number;
  displacementsL: readonly number[];
  basePowerKw: number;
  transmissions: readonly Transmission[];
  seats: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  curbWeightKg: number;
  battery?: { types: readonly BatteryType[]; capacitiesKwh: readonly number[]; kmPerKwh: number };
  /** Large vehicles carry the large new-energy plate (D or F last). */
  large?: boolean;
}

export interface BrandEntry {
  brand: string;
  /** SYNTHETIC world manufacturer identifier, invented here; any match with an assigned WMI is unintended. */
  wmi: string;
  /** Plant codes (VIN position 11). */
  plants: string;
}

export const BRANDS: readonly BrandEntry[] = [
  { brand: '衡远', wmi: 'LX9', plants: 'ABC' },
  { brand: '澄川', wmi: 'LZ8', plants: 'DE' },
  { brand: '沐禾', wmi: 'L8Y', plants: 'FG' },
  { brand: '远岫', wmi: 'LK7', plants: 'HJ' },
  { brand: '星岑', wmi: 'L6W', plants: 'KLM' },
  { brand: '朔川', wmi: 'LU5', plants: 'NP' },
  { brand: '青屿', wmi: 'L4T', plants: 'RS' },
  { brand: '岚峤', wmi: 'LY3', plants: 'TV' },
];

const GAS_AUTO: readonly Transmission[] = ['automatic', 'dct', 'cvt'];
const EV: readonly Transmission[] = ['single-speed'];

// biome-ignore format: a table
export const SERIES: readonly SeriesTemplate[] = [
  { brand: '衡远', series: 'S3', vds: 'SA3', bodyType: 'sedan', fuel: 'gasoline', since: 2012, basePriceYuan: 98_800, displacementsL: [1.5, 1.6], basePowerKw: 85, transmissions: ['manual', ...GAS_AUTO], seats: 5, lengthMm: 4_620, widthMm: 1_780, heightMm: 1_480, curbWeightKg: 1_260 },
  { brand: '衡远', series: 'X5', vds: 'SX5', bodyType: 'suv', fuel: 'gasoline', since: 2013, basePriceYuan: 139_800, displacementsL: [1.5, 2.0], basePowerKw: 124, transmissions: GAS_AUTO, seats: 5, lengthMm: 4_650, widthMm: 1_860, heightMm: 1_700, curbWeightKg: 1_560 },
  { brand: '衡远', series: 'M7', vds: 'MM7', bodyType: 'mpv', fuel: 'gasoline', since: 2014, basePriceYuan: 168_800, displacementsL: [2.0], basePowerKw: 137, transmissions: ['automatic'], seats: 7, lengthMm: 4_980, widthMm: 1_910, heightMm: 1_800, curbWeightKg: 1_890 },
  { brand: '澄川', series: 'C6', vds: 'CS6', bodyType: 'sedan', fuel: 'gasoline', since: 2012, basePriceYuan: 129_900, displacementsL: [1.4, 1.8, 2.0], basePowerKw: 110, transmissions: GAS_AUTO, seats: 5, lengthMm: 4_780, widthMm: 1_830, heightMm: 1_470, curbWeightKg: 1_410 },
  { brand: '澄川', series: 'C7 PHEV', vds: 'CP7', bodyType: 'suv', fuel: 'hybrid', since: 2017, basePriceYuan: 189_800, displacementsL: [1.5], basePowerKw: 160, transmissions: ['dct'], seats: 5, lengthMm: 4_750, widthMm: 1_890, heightMm: 1_720, curbWeightKg: 1_930, battery: { types: ['NCM', 'LFP'], capacitiesKwh: [18.3, 21.5, 26.6], kmPerKwh: 5.2 } },
  { brand: '沐禾', series: 'E1', vds: 'EH1', bodyType: 'hatchback', fuel: 'electric', since: 2015, basePriceYuan: 69_800, displacementsL: [], basePowerKw: 45, transmissions: EV, seats: 4, lengthMm: 3_950, widthMm: 1_720, heightMm: 1_560, curbWeightKg: 1_080, battery: { types: ['LFP'], capacitiesKwh: [30.1, 38.5, 42.0], kmPerKwh: 7.6 } },
  { brand: '沐禾', series: 'E5', vds: 'ES5', bodyType: 'sedan', fuel: 'electric', since: 2016, basePriceYuan: 159_800, displacementsL: [], basePowerKw: 150, transmissions: EV, seats: 5, lengthMm: 4_800, widthMm: 1_870, heightMm: 1_490, curbWeightKg: 1_790, battery: { types: ['LFP', 'NCM'], capacitiesKwh: [60.5, 71.8, 82.0], kmPerKwh: 7.1 } },
  { brand: '沐禾', series: 'E7', vds: 'EU7', bodyType: 'suv', fuel: 'electric', since: 2018, basePriceYuan: 219_800, displacementsL: [], basePowerKw: 200, transmissions: EV, seats: 5, lengthMm: 4_880, widthMm: 1_920, heightMm: 1_660, curbWeightKg: 2_080, battery: { types: ['NCM', 'LFP'], capacitiesKwh: [75.0, 90.0, 100.0], kmPerKwh: 6.4 } },
  { brand: '远岫', series: 'P3', vds: 'PK3', bodyType: 'pickup', fuel: 'diesel', since: 2012, basePriceYuan: 118_800, displacementsL: [2.0, 2.5], basePowerKw: 110, transmissions: ['manual', 'automatic'], seats: 5, lengthMm: 5_320, widthMm: 1_880, heightMm: 1_830, curbWeightKg: 1_980 },
  { brand: '远岫', series: 'T9', vds: 'TD9', bodyType: 'suv', fuel: 'diesel', since: 2014, basePriceYuan: 199_800, displacementsL: [2.4], basePowerKw: 135, transmissions: ['automatic'], seats: 7, lengthMm: 4_900, widthMm: 1_930, heightMm: 1_870, curbWeightKg: 2_210 },
  { brand: '远岫', series: 'EV-T4', vds: 'TE4', bodyType: 'truck', fuel: 'electric', since: 2019, basePriceYuan: 158_000, displacementsL: [], basePowerKw: 120, transmissions: EV, seats: 3, lengthMm: 5_995, widthMm: 2_100, heightMm: 2_350, curbWeightKg: 3_200, battery: { types: ['LFP'], capacitiesKwh: [81.1, 100.5], kmPerKwh: 3.1 }, large: true },
  { brand: '星岑', series: 'Q8', vds: 'XE8', bodyType: 'suv', fuel: 'electric', since: 2019, basePriceYuan: 259_800, displacementsL: [], basePowerKw: 230, transmissions: EV, seats: 6, lengthMm: 5_020, widthMm: 1_960, heightMm: 1_750, curbWeightKg: 2_380, battery: { types: ['NCM'], capacitiesKwh: [86.0, 100.0], kmPerKwh: 6.0 } },
  { brand: '星岑', series: 'Q5 PHEV', vds: 'XP5', bodyType: 'sedan', fuel: 'hybrid', since: 2016, basePriceYuan: 149_800, displacementsL: [1.5], basePowerKw: 145, transmissions: ['dct'], seats: 5, lengthMm: 4_760, widthMm: 1_850, heightMm: 1_495, curbWeightKg: 1_650, battery: { types: ['LFP', 'NCM'], capacitiesKwh: [12.9, 18.3, 26.6], kmPerKwh: 5.8 } },
  { brand: '朔川', series: 'A2', vds: 'AH2', bodyType: 'hatchback', fuel: 'gasoline', since: 2012, basePriceYuan: 65_800, displacementsL: [1.2, 1.4], basePowerKw: 70, transmissions: ['manual', 'cvt'], seats: 5, lengthMm: 4_050, widthMm: 1_730, heightMm: 1_500, curbWeightKg: 1_090 },
  { brand: '朔川', series: 'A4', vds: 'AS4', bodyType: 'sedan', fuel: 'gasoline', since: 2012, basePriceYuan: 88_800, displacementsL: [1.5], basePowerKw: 83, transmissions: ['manual', 'cvt'], seats: 5, lengthMm: 4_560, widthMm: 1_760, heightMm: 1_470, curbWeightKg: 1_190 },
  { brand: '青屿', series: 'V6', vds: 'VM6', bodyType: 'mpv', fuel: 'electric', since: 2020, basePriceYuan: 189_900, displacementsL: [], basePowerKw: 150, transmissions: EV, seats: 7, lengthMm: 4_950, widthMm: 1_900, heightMm: 1_780, curbWeightKg: 2_150, battery: { types: ['LFP'], capacitiesKwh: [68.0, 78.0], kmPerKwh: 6.2 } },
  { brand: '青屿', series: 'G3', vds: 'GS3', bodyType: 'suv', fuel: 'gasoline', since: 2015, basePriceYuan: 109_800, displacementsL: [1.5], basePowerKw: 112, transmissions: ['manual', 'dct'], seats: 5, lengthMm: 4_450, widthMm: 1_830, heightMm: 1_650, curbWeightKg: 1_380 },
  { brand: '岚峤', series: 'L7 PHEV', vds: 'LP7', bodyType: 'suv', fuel: 'hybrid', since: 2020, basePriceYuan: 229_800, displacementsL: [1.5, 2.0], basePowerKw: 180, transmissions: ['dct'], seats: 6, lengthMm: 5_000, widthMm: 1_950, heightMm: 1_760, curbWeightKg: 2_250, battery: { types: ['LFP', 'NCM'], capacitiesKwh: [36.5, 41.0], kmPerKwh: 5.0 } },
  { brand: '岚峤', series: 'L3', vds: 'LS3', bodyType: 'sedan', fuel: 'gasoline', since: 2016, basePriceYuan: 119_800, displacementsL: [1.5, 2.0], basePowerKw: 115, transmissions: GAS_AUTO, seats: 5, lengthMm: 4_700, widthMm: 1_820, heightMm: 1_460, curbWeightKg: 1_350 },
];

export const TRIMS = [
  { name: '舒适型', code: 'A', priceFactor: 1, powerFactor: 1 },
  { name: '豪华型', code: 'B', priceFactor: 1.12, powerFactor: 1.05 },
  { name: '尊贵型', code: 'C', priceFactor: 1.26, powerFactor: 1.15 },
] as const;

export interface City {
  city: string;
  province: string;
  /** Issuing-authority letters in use for the city. */
  authorities: string;
  weight: number;
}

export const CITIES: readonly City[] = [
  { city: '北京', province: '京', authorities: 'ABCEFGHJKLMNPQ', weight: 10 },
  { city: '天津', province: '津', authorities: 'ABCDEFGHJKLMN', weight: 5 },
  { city: '上海', province: '沪', authorities: 'ABDEFGHJKLMN', weight: 10 },
  { city: '重庆', province: '渝', authorities: 'ABCDFGH', weight: 6 },
  { city: '石家庄', province: '冀', authorities: 'A', weight: 3 },
  { city: '唐山', province: '冀', authorities: 'B', weight: 2 },
  { city: '保定', province: '冀', authorities: 'F', weight: 2 },
  { city: '郑州', province: '豫', authorities: 'A', weight: 4 },
  { city: '洛阳', province: '豫', authorities: 'C', weight: 2 },
  { city: '昆明', province: '云', authorities: 'A', weight: 3 },
  { city: '沈阳', province: '辽', authorities: 'A', weight: 3 },
  { city: '大连', province: '辽', authorities: 'B', weight: 2 },
  { city: '哈尔滨', province: '黑', authorities: 'A', weight: 3 },
  { city: '长沙', province: '湘', authorities: 'A', weight: 3 },
  { city: '合肥', province: '皖', authorities: 'A', weight: 3 },
  { city: '济南', province: '鲁', authorities: 'A', weight: 3 },
  { city: '青岛', province: '鲁', authorities: 'BU', weight: 3 },
  { city: '乌鲁木齐', province: '新', authorities: 'A', weight: 1 },
  { city: '南京', province: '苏', authorities: 'A', weight: 4 },
  { city: '无锡', province: '苏', authorities: 'B', weight: 2 },
  { city: '徐州', province: '苏', authorities: 'C', weight: 2 },
  { city: '苏州', province: '苏', authorities: 'EU', weight: 4 },
  { city: '杭州', province: '浙', authorities: 'A', weight: 5 },
  { city: '宁波', province: '浙', authorities: 'B', weight: 3 },
  { city: '温州', province: '浙', authorities: 'C', weight: 2 },
  { city: '南昌', province: '赣', authorities: 'A', weight: 2 },
  { city: '武汉', province: '鄂', authorities: 'A', weight: 4 },
  { city: '南宁', province: '桂', authorities: 'A', weight: 2 },
  { city: '兰州', province: '甘', authorities: 'A', weight: 1 },
  { city: '太原', province: '晋', authorities: 'A', weight: 2 },
  { city: '呼和浩特', province: '蒙', authorities: 'A', weight: 1 },
  { city: '西安', province: '陕', authorities: 'AU', weight: 4 },
  { city: '长春', province: '吉', authorities: 'A', weight: 2 },
  { city: '福州', province: '闽', authorities: 'A', weight: 2 },
  { city: '厦门', province: '闽', authorities: 'D', weight: 2 },
  { city: '贵阳', province: '贵', authorities: 'A', weight: 2 },
  { city: '广州', province: '粤', authorities: 'A', weight: 6 },
  { city: '深圳', province: '粤', authorities: 'B', weight: 6 },
  { city: '佛山', province: '粤', authorities: 'EXY', weight: 3 },
  { city: '东莞', province: '粤', authorities: 'S', weight: 3 },
  { city: '西宁', province: '青', authorities: 'A', weight: 1 },
  { city: '拉萨', province: '藏', authorities: 'A', weight: 1 },
  { city: '成都', province: '川', authorities: 'AG', weight: 5 },
  { city: '银川', province: '宁', authorities: 'A', weight: 1 },
  { city: '海口', province: '琼', authorities: 'A', weight: 1 },
];

/** Expressway corridors: the cities along them with approximate kilometre posts from the start. */
export interface Corridor {
  name: string;
  stops: readonly (readonly [city: string, km: number])[];
}

export const CORRIDORS: readonly Corridor[] = [
  {
    name: '京沪高速',
    // biome-ignore format: a table
    stops: [['北京', 0], ['廊坊', 60], ['天津', 140], ['沧州', 240], ['德州', 340], ['济南', 440], ['泰安', 510], ['临沂', 700], ['淮安', 900], ['扬州', 1010], ['无锡', 1140], ['苏州', 1190], ['上海', 1260]],
  },
  {
    name: '京港澳高速',
    // biome-ignore format: a table
    stops: [['北京', 0], ['保定', 150], ['石家庄', 280], ['邯郸', 450], ['郑州', 690], ['许昌', 780], ['信阳', 1000], ['武汉', 1200], ['岳阳', 1370], ['长沙', 1520], ['衡阳', 1700], ['韶关', 1960], ['广州', 2180], ['东莞', 2240], ['深圳', 2300]],
  },
  {
    name: '沪昆高速',
    // biome-ignore format: a table
    stops: [['上海', 0], ['嘉兴', 90], ['杭州', 170], ['金华', 320], ['衢州', 430], ['上饶', 540], ['南昌', 780], ['萍乡', 1060], ['长沙', 1200], ['怀化', 1600], ['贵阳', 2000], ['曲靖', 2400], ['昆明', 2550]],
  },
  {
    name: '连霍高速',
    // biome-ignore format: a table
    stops: [['连云港', 0], ['徐州', 200], ['商丘', 350], ['郑州', 580], ['洛阳', 720], ['西安', 1080], ['宝鸡', 1250], ['天水', 1400], ['兰州', 1680], ['张掖', 2200], ['哈密', 3000], ['乌鲁木齐', 3570]],
  },
  {
    name: '沈海高速',
    // biome-ignore format: a table
    stops: [['沈阳', 0], ['大连', 380], ['青岛', 900], ['连云港', 1150], ['上海', 1650], ['宁波', 1870], ['温州', 2170], ['福州', 2490], ['厦门', 2760], ['汕头', 3050], ['深圳', 3350]],
  },
  {
    name: '京哈高速',
    // biome-ignore format: a table
    stops: [['北京', 0], ['唐山', 160], ['秦皇岛', 290], ['锦州', 480], ['沈阳', 700], ['四平', 890], ['长春', 1000], ['哈尔滨', 1240]],
  },
  {
    name: '沪蓉高速',
    // biome-ignore format: a table
    stops: [['上海', 0], ['苏州', 90], ['无锡', 130], ['南京', 300], ['合肥', 460], ['六安', 540], ['武汉', 880], ['荆州', 1100], ['宜昌', 1200], ['万州', 1500], ['重庆', 1780], ['成都', 2080]],
  },
  {
    name: '京藏高速',
    // biome-ignore format: a table
    stops: [['北京', 0], ['张家口', 190], ['大同', 360], ['呼和浩特', 490], ['包头', 640], ['银川', 1150], ['兰州', 1600], ['西宁', 1820], ['格尔木', 2600], ['拉萨', 3700]],
  },
  {
    name: '兰海高速',
    // biome-ignore format: a table
    stops: [['兰州', 0], ['广元', 700], ['南充', 960], ['重庆', 1180], ['遵义', 1420], ['贵阳', 1560], ['南宁', 2060], ['湛江', 2380], ['海口', 2520]],
  },
];

/** Invented insurers. */
export const INSURERS = [
  '示例财产保险',
  '演示人寿财险',
  '样例保险集团',
  '试算联合保险',
  '仿真互助财险',
] as const;

/** Invented independent repair shops (authorised ones are named after the brand and city). */
export const SHOPS = ['途安汽修', '驰诚养护中心', '顺捷汽车服务', '博远汽修厂', '恒畅快保'] as const;

export const CHARGING_AREAS = ['高新', '滨江', '东湖', '城西', '南站', '机场', '会展', '科技园'] as const;

export const INSPECTION_ITEMS = ['外观检查', '安全装置', '制动性能', '灯光', '底盘部件', '尾气排放'] as const;

export interface ViolationType {
  /** Illustrative code; the code table is synthetic. */
  code: string;
  description: string;
  points: 0 | 1 | 3 | 6 | 9 | 12;
  fineYuan: number;
  weight: number;
}

export const VIOLATIONS: readonly ViolationType[] = [
  { code: '1039', description: '机动车违反规定停放、临时停车', points: 0, fineYuan: 150, weight: 30 },
  { code: '1042', description: '不按规定使用安全带', points: 1, fineYuan: 50, weight: 10 },
  { code: '1301', description: '超过规定时速未达 20%', points: 1, fineYuan: 100, weight: 18 },
  { code: '1344', description: '违反禁止标线指示', points: 1, fineYuan: 100, weight: 12 },
  { code: '1357', description: '驾驶时拨打、接听手持电话', points: 3, fineYuan: 200, weight: 6 },
  { code: '1358', description: '不按规定避让行人', points: 3, fineYuan: 200, weight: 8 },
  { code: '1625', description: '违反交通信号灯通行', points: 6, fineYuan: 200, weight: 8 },
  { code: '1636', description: '超过规定时速 20% 以上未达 50%', points: 6, fineYuan: 200, weight: 5 },
  { code: '1721', description: '城市道路超过规定时速 50% 以上', points: 9, fineYuan: 1_000, weight: 2 },
  { code: '4607', description: '高速公路超过规定时速 50% 以上', points: 12, fineYuan: 2_000, weight: 1 },
];
