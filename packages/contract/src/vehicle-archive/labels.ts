/**
 * The archive's texts in the three interface languages: the nine queries' titles and descriptions, the labels of
 * every field a report shows and of the enum values in its records. Shared by the web pages and the server's PDF.
 */
import type { Localized } from '../locales.js';
import type {
  ArchiveQueryName,
  BatteryType,
  BodyType,
  CompulsoryInsuranceReport,
  Fuel,
  InspectionResult,
  LossType,
  NotFound,
  Transmission,
} from './records.js';

const l = (zhCN: string, zhTW: string, enUS: string): Localized => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

export const ARCHIVE_QUERY_TITLES: Record<ArchiveQueryName, Localized> = {
  price: l('车辆价格查询', '車輛價格查詢', 'Vehicle price'),
  maintenance: l('车辆维保记录查询', '車輛維保記錄查詢', 'Maintenance records'),
  parameterConfiguration: l('车辆参数配置查询', '車輛參數配置查詢', 'Parameters and configuration'),
  annualInspection: l('车辆年检记录查询', '車輛年檢記錄查詢', 'Annual inspection records'),
  violationPoints: l('违章扣分查询', '違章扣分查詢', 'Violations and penalty points'),
  compulsoryInsurance: l('交强险保险期间核验', '強制險保險期間核驗', 'Compulsory traffic insurance period'),
  commercialInsuranceLoss: l('商业险出险查询', '商業險出險查詢', 'Commercial insurance losses'),
  highSpeedVehicle: l('高速通行记录查询', '高速通行記錄查詢', 'Highway trips'),
  newEnergy: l('新能源车辆查询', '新能源車輛查詢', 'New-energy vehicle'),
};

export const ARCHIVE_QUERY_DESCRIPTIONS: Record<ArchiveQueryName, Localized> = {
  price: l(
    '车辆的厂商指导价与逐年估值曲线，给出当前估值、保值率和累计折旧金额。',
    '車輛的廠商指導價與逐年估值曲線，給出目前估值、保值率和累計折舊金額。',
    "The vehicle's guide price and its value year by year, with the current value, the share of the guide price it keeps and the depreciation so far.",
  ),
  maintenance: l(
    '车辆历次保养维修记录：日期、里程、维修单位和项目，并给出年均行驶里程。',
    '車輛歷次保養維修記錄：日期、里程、維修單位和項目，並給出年均行駛里程。',
    'Every service of the vehicle with its date, mileage, workshop and items, and the average distance driven per year.',
  ),
  parameterConfiguration: l(
    '车型的基本参数与配置：品牌车系、车身型式、能源类型、排量功率、变速箱、尺寸重量，新能源车另含电池信息。',
    '車型的基本參數與配置：品牌車系、車身型式、能源類型、排氣量功率、變速箱、尺寸重量，新能源車另含電池資訊。',
    "The model's parameters and configuration: brand and series, body type, fuel, displacement and power, transmission, dimensions and weight, and the battery of a new-energy vehicle.",
  ),
  annualInspection: l(
    '车辆历次年检记录：检验日期、检测站、结论及各检验项目结果，并给出下次年检到期日。',
    '車輛歷次年檢記錄：檢驗日期、檢測站、結論及各檢驗項目結果，並給出下次年檢到期日。',
    'Every annual inspection with its date, station, result and the result of each item, and the date the next one is due.',
  ),
  violationPoints: l(
    '车辆交通违法记录：时间、城市、违法行为、扣分和罚款、是否处理，并按年份汇总。',
    '車輛交通違規記錄：時間、城市、違規行為、扣分和罰款、是否處理，並按年份彙總。',
    'Every traffic violation with its date, city, offence, points, fine and whether it was handled, summed up by year.',
  ),
  compulsoryInsurance: l(
    '交强险的当前保险期间、保单状态和剩余天数，以及历史保单和脱保时段。',
    '強制險的目前保險期間、保單狀態和剩餘天數，以及歷史保單和脫保時段。',
    'The current compulsory insurance period, its status and the days it still covers, with the past policies and any gaps in cover.',
  ),
  commercialInsuranceLoss: l(
    '商业险历年保单、险种与保费，以及每次出险的日期、类型、金额和责任比例，按出险类型汇总。',
    '商業險歷年保單、險種與保費，以及每次出險的日期、類型、金額和責任比例，按出險類型彙總。',
    'The commercial policies year by year with their coverages and premiums, and every loss with its date, type, amount and fault share, summed up by type.',
  ),
  highSpeedVehicle: l(
    '车辆在高速公路的通行记录：出入口收费站、时间、里程和通行费，按月汇总通行次数。',
    '車輛在高速公路的通行記錄：出入口收費站、時間、里程和通行費，按月彙總通行次數。',
    "The vehicle's highway trips with entry and exit stations, times, distance and toll, summed up month by month.",
  ),
  newEnergy: l(
    '新能源车辆的电池类型、容量和续航，充电记录按月汇总，以及电池健康度（SOH）变化。',
    '新能源車輛的電池類型、容量和續航，充電記錄按月彙總，以及電池健康度（SOH）變化。',
    "A new-energy vehicle's battery type, capacity and range, its charging month by month and how its battery health (SOH) changed.",
  ),
};

/** Labels of the fields the reports show, keyed by the record field (or the summary a report computes). */
export const ARCHIVE_FIELD_LABELS = {
  // Vehicle and report frame
  vin: l('车辆识别代码（VIN）', '車輛識別碼（VIN）', 'VIN'),
  plate: l('车牌号码', '車牌號碼', 'Plate'),
  vehicle: l('车辆', '車輛', 'Vehicle'),
  brand: l('品牌', '品牌', 'Brand'),
  series: l('车系', '車系', 'Series'),
  modelName: l('车型', '車型', 'Model'),
  modelYear: l('年款', '年款', 'Model year'),
  city: l('城市', '城市', 'City'),
  asOf: l('数据截至', '資料截至', 'Data as of'),
  // Price
  guidePriceYuan: l('厂商指导价（元）', '廠商指導價（元）', 'Guide price (yuan)'),
  currentValueYuan: l('当前估值（元）', '目前估值（元）', 'Current value (yuan)'),
  currentRate: l('保值率', '保值率', 'Value retained'),
  depreciationYuan: l('累计折旧（元）', '累計折舊（元）', 'Depreciation (yuan)'),
  year: l('年份', '年份', 'Year'),
  valueYuan: l('估值（元）', '估值（元）', 'Value (yuan)'),
  rate: l('占指导价比例', '占指導價比例', 'Share of guide price'),
  // Maintenance
  date: l('日期', '日期', 'Date'),
  mileageKm: l('里程（公里）', '里程（公里）', 'Mileage (km)'),
  shop: l('维修单位', '維修單位', 'Workshop'),
  items: l('项目', '項目', 'Items'),
  count: l('记录数', '記錄數', 'Records'),
  lastDate: l('最近一次日期', '最近一次日期', 'Last date'),
  lastMileageKm: l('最近一次里程（公里）', '最近一次里程（公里）', 'Last mileage (km)'),
  averageKmPerYear: l('年均行驶里程（公里）', '年均行駛里程（公里）', 'Average km per year'),
  // Parameters and configuration
  bodyType: l('车身型式', '車身型式', 'Body type'),
  fuel: l('能源类型', '能源類型', 'Fuel'),
  displacementL: l('排量（升）', '排氣量（公升）', 'Displacement (L)'),
  powerKw: l('最大功率（千瓦）', '最大功率（千瓦）', 'Power (kW)'),
  transmission: l('变速箱', '變速箱', 'Transmission'),
  seats: l('座位数', '座位數', 'Seats'),
  lengthMm: l('长（毫米）', '長（毫米）', 'Length (mm)'),
  widthMm: l('宽（毫米）', '寬（毫米）', 'Width (mm)'),
  heightMm: l('高（毫米）', '高（毫米）', 'Height (mm)'),
  curbWeightKg: l('整备质量（千克）', '整備質量（公斤）', 'Curb weight (kg)'),
  registeredOn: l('初次登记日期', '初次登記日期', 'First registered'),
  newEnergy: l('新能源车辆', '新能源車輛', 'New-energy vehicle'),
  battery: l('动力电池', '動力電池', 'Battery'),
  batteryType: l('电池类型', '電池類型', 'Battery type'),
  capacityKwh: l('电池容量（千瓦时）', '電池容量（千瓦時）', 'Capacity (kWh)'),
  rangeKm: l('CLTC 续航里程（公里）', 'CLTC 續航里程（公里）', 'CLTC range (km)'),
  // Annual inspection
  result: l('检验结论', '檢驗結論', 'Result'),
  station: l('检测站', '檢測站', 'Station'),
  inspectionItems: l('检验项目', '檢驗項目', 'Inspection items'),
  itemName: l('项目名称', '項目名稱', 'Item'),
  inspectionCount: l('年检次数', '年檢次數', 'Inspections'),
  failures: l('未通过次数', '未通過次數', 'Failures'),
  lastInspection: l('最近一次年检', '最近一次年檢', 'Last inspection'),
  nextDue: l('下次年检到期', '下次年檢到期', 'Next inspection due'),
  // Violations
  code: l('违法代码', '違規代碼', 'Code'),
  description: l('违法行为', '違規行為', 'Offence'),
  points: l('扣分', '扣分', 'Points'),
  fineYuan: l('罚款（元）', '罰款（元）', 'Fine (yuan)'),
  handled: l('处理状态', '處理狀態', 'Handled'),
  violationCount: l('违法次数', '違規次數', 'Violations'),
  unhandled: l('未处理', '未處理', 'Unhandled'),
  unhandledFineYuan: l('未处理罚款（元）', '未處理罰款（元）', 'Unhandled fines (yuan)'),
  currentYearPoints: l('本年度累计扣分', '本年度累計扣分', 'Points this year'),
  // Insurance
  status: l('保单状态', '保單狀態', 'Status'),
  current: l('当前保单', '目前保單', 'Current policy'),
  insurer: l('保险公司', '保險公司', 'Insurer'),
  policyNo: l('保单号', '保單號', 'Policy no.'),
  start: l('起保日期', '起保日期', 'From'),
  end: l('终保日期', '終保日期', 'To'),
  daysRemaining: l('剩余天数', '剩餘天數', 'Days remaining'),
  history: l('历史保单', '歷史保單', 'Policy history'),
  gaps: l('脱保时段', '脫保時段', 'Gaps in cover'),
  gapFrom: l('脱保开始', '脫保開始', 'Uncovered from'),
  gapTo: l('脱保结束', '脫保結束', 'Uncovered to'),
  gapDays: l('脱保天数', '脫保天數', 'Days uncovered'),
  coverages: l('承保险种', '承保險種', 'Coverages'),
  premiumYuan: l('保费（元）', '保費（元）', 'Premium (yuan)'),
  lossCount: l('出险次数', '出險次數', 'Losses'),
  lossAmountYuan: l('出险金额（元）', '出險金額（元）', 'Loss amount (yuan)'),
  losses: l('出险记录', '出險記錄', 'Losses'),
  lossType: l('出险类型', '出險類型', 'Loss type'),
  amountYuan: l('金额（元）', '金額（元）', 'Amount (yuan)'),
  atFaultShare: l('责任比例', '責任比例', 'Fault share'),
  atFaultCount: l('有责出险次数', '有責出險次數', 'At-fault losses'),
  // Highway trips
  entryStation: l('入口收费站', '入口收費站', 'Entry station'),
  exitStation: l('出口收费站', '出口收費站', 'Exit station'),
  entryAt: l('入口时间', '入口時間', 'Entered at'),
  exitAt: l('出口时间', '出口時間', 'Exited at'),
  durationMin: l('用时（分钟）', '用時（分鐘）', 'Duration (min)'),
  distanceKm: l('里程（公里）', '里程（公里）', 'Distance (km)'),
  tollYuan: l('通行费（元）', '通行費（元）', 'Toll (yuan)'),
  month: l('月份', '月份', 'Month'),
  trips: l('通行次数', '通行次數', 'Trips'),
  // New energy
  chargingStart: l('开始充电', '開始充電', 'Charging started'),
  chargingEnd: l('结束充电', '結束充電', 'Charging ended'),
  kWh: l('充电量（千瓦时）', '充電量（千瓦時）', 'Energy (kWh)'),
  chargingStation: l('充电站', '充電站', 'Charging station'),
  chargingMode: l('充电方式', '充電方式', 'Charging mode'),
  sessions: l('充电次数', '充電次數', 'Charging sessions'),
  totalKwh: l('累计充电量（千瓦时）', '累計充電量（千瓦時）', 'Total energy (kWh)'),
  averageKwh: l('平均每次充电量（千瓦时）', '平均每次充電量（千瓦時）', 'Average per session (kWh)'),
  fastSessions: l('快充次数', '快充次數', 'Fast-charging sessions'),
  fastShare: l('快充占比', '快充占比', 'Fast-charging share'),
  sohPercent: l('电池健康度（SOH）', '電池健康度（SOH）', 'Battery health (SOH)'),
  latestSohPercent: l('最新电池健康度', '最新電池健康度', 'Latest battery health'),
  declinePerYear: l('年均衰减（百分点）', '年均衰減（百分點）', 'Decline per year (points)'),
} satisfies Record<string, Localized>;
export type ArchiveFieldName = keyof typeof ARCHIVE_FIELD_LABELS;

export const FUEL_LABELS: Record<Fuel, Localized> = {
  gasoline: l('汽油', '汽油', 'Gasoline'),
  diesel: l('柴油', '柴油', 'Diesel'),
  hybrid: l('插电混动', '插電混動', 'Plug-in hybrid'),
  electric: l('纯电动', '純電動', 'Battery electric'),
};

export const BODY_TYPE_LABELS: Record<BodyType, Localized> = {
  sedan: l('三厢轿车', '三廂轎車', 'Sedan'),
  hatchback: l('两厢轿车', '兩廂轎車', 'Hatchback'),
  suv: l('SUV', 'SUV', 'SUV'),
  mpv: l('MPV', 'MPV', 'MPV'),
  pickup: l('皮卡', '皮卡', 'Pickup'),
  truck: l('货车', '貨車', 'Truck'),
};

export const TRANSMISSION_LABELS: Record<Transmission, Localized> = {
  manual: l('手动', '手排', 'Manual'),
  automatic: l('自动', '自排', 'Automatic'),
  dct: l('双离合', '雙離合', 'Dual-clutch'),
  cvt: l('无级变速', '無段變速', 'CVT'),
  'single-speed': l('单速', '單速', 'Single-speed'),
};

export const BATTERY_TYPE_LABELS: Record<BatteryType, Localized> = {
  LFP: l('磷酸铁锂', '磷酸鐵鋰', 'Lithium iron phosphate (LFP)'),
  NCM: l('三元锂', '三元鋰', 'Nickel cobalt manganese (NCM)'),
};

export const INSPECTION_RESULT_LABELS: Record<InspectionResult, Localized> = {
  pass: l('合格', '合格', 'Passed'),
  fail: l('不合格', '不合格', 'Failed'),
  'pass-after-repair': l('复检合格', '複檢合格', 'Passed after repair'),
};

export const LOSS_TYPE_LABELS: Record<LossType, Localized> = {
  collision: l('碰撞', '碰撞', 'Collision'),
  theft: l('盗抢', '盜搶', 'Theft'),
  glass: l('玻璃破碎', '玻璃破碎', 'Glass'),
  water: l('涉水', '涉水', 'Water damage'),
  other: l('其他', '其他', 'Other'),
};

export const INSURANCE_STATUS_LABELS: Record<CompulsoryInsuranceReport['status'], Localized> = {
  active: l('保障中', '保障中', 'In force'),
  expired: l('已过期', '已過期', 'Expired'),
  none: l('无投保记录', '無投保記錄', 'Never insured'),
};

export const VIOLATION_HANDLED_LABELS: Record<'true' | 'false', Localized> = {
  true: l('已处理', '已處理', 'Handled'),
  false: l('未处理', '未處理', 'Not handled'),
};

export const CHARGING_MODE_LABELS: Record<'fast' | 'slow', Localized> = {
  fast: l('快充', '快充', 'Fast'),
  slow: l('慢充', '慢充', 'Slow'),
};

/** Why a query found nothing (a `found: false` answer). */
export const ARCHIVE_NOT_FOUND_REASONS: Record<NotFound['reason'], Localized> = {
  invalidVin: l('车辆识别代码格式不正确', '車輛識別碼格式不正確', 'The VIN is not well formed'),
  invalidPlate: l('车牌号码格式不正确', '車牌號碼格式不正確', 'The plate number is not well formed'),
  notFound: l('档案中没有这辆车', '檔案中沒有這輛車', 'The archive has no such vehicle'),
  notNewEnergy: l('这辆车不是新能源车辆', '這輛車不是新能源車輛', 'The vehicle is not a new-energy vehicle'),
};
