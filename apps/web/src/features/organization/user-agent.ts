/** Browser and operating system named by a User-Agent header, enough for an operator to tell sessions apart. */
export interface UserAgentSummary {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d]+)/, 'Edge'],
  [/(?:OPR|Opera)\/([\d]+)/, 'Opera'],
  [/MicroMessenger\/([\d]+)/, 'WeChat'],
  [/Firefox\/([\d]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d]+)/, 'Chrome'],
  [/Version\/([\d]+)[\d.]* .*Safari\//, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)([\d]+)/, 'Internet Explorer'],
];

const SYSTEMS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/Windows NT 10/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|iPad).* OS ([\d_]+)/, (m) => `iOS ${m[1]?.replace(/_/g, '.')}`],
  [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]?.replace(/_/g, '.')}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

/** `Chrome 120` / `Windows 10/11`; unknown parts are ''. */
export function parseUserAgent(userAgent: string): UserAgentSummary {
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os = '';
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) {
      os = name(match);
      break;
    }
  }
  return { browser, os };
}
