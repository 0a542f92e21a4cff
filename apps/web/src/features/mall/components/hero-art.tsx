/** Decorative network of data nodes around a marketplace hub (inline SVG: no request, no licence question). */
export function HeroArt() {
  const nodes = [
    { x: 80, y: 90, r: 26, c: '#38bdf8' },
    { x: 400, y: 70, r: 22, c: '#a78bfa' },
    { x: 430, y: 300, r: 28, c: '#34d399' },
    { x: 70, y: 320, r: 24, c: '#fbbf24' },
    { x: 250, y: 380, r: 16, c: '#f472b6' },
    { x: 250, y: 30, r: 14, c: '#60a5fa' },
  ];
  return (
    <svg className="mall-hero-art" viewBox="0 0 500 420" role="img" aria-hidden="true">
      <defs>
        <linearGradient id="hub" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#bfdbfe" stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id="card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.05" />
        </linearGradient>
      </defs>
      {nodes.map((n) => (
        <line
          key={`l-${n.x}-${n.y}`}
          x1={250}
          y1={205}
          x2={n.x}
          y2={n.y}
          stroke="#bae6fd"
          strokeOpacity="0.45"
          strokeWidth="2"
          strokeDasharray="6 6"
        />
      ))}
      <rect
        x="150"
        y="120"
        width="200"
        height="170"
        rx="24"
        fill="url(#card)"
        stroke="#ffffff"
        strokeOpacity="0.35"
      />
      <rect x="175" y="145" width="150" height="22" rx="6" fill="#ffffff" fillOpacity="0.85" />
      <rect x="175" y="180" width="110" height="12" rx="6" fill="#ffffff" fillOpacity="0.45" />
      <rect x="175" y="202" width="130" height="12" rx="6" fill="#ffffff" fillOpacity="0.35" />
      <rect x="175" y="232" width="40" height="34" rx="6" fill="#38bdf8" fillOpacity="0.9" />
      <rect x="222" y="218" width="40" height="48" rx="6" fill="#a78bfa" fillOpacity="0.9" />
      <rect x="269" y="204" width="40" height="62" rx="6" fill="#34d399" fillOpacity="0.9" />
      <circle cx="250" cy="205" r="10" fill="url(#hub)" />
      {nodes.map((n) => (
        <g key={`n-${n.x}-${n.y}`}>
          <circle cx={n.x} cy={n.y} r={n.r + 10} fill={n.c} fillOpacity="0.15" />
          <circle cx={n.x} cy={n.y} r={n.r} fill={n.c} fillOpacity="0.9" />
          <rect
            x={n.x - n.r / 2}
            y={n.y - n.r / 3}
            width={n.r}
            height={(n.r * 2) / 3}
            rx="3"
            fill="#fff"
            fillOpacity="0.85"
          />
        </g>
      ))}
    </svg>
  );
}
