import { useRef, useState } from 'react';

/**
 * A stored description, shown in a sandboxed frame: even though the server sanitises it, the HTML of a
 * supplier never runs in the platform's page. The frame grows with its content.
 */
export function DescriptionView({ html, testId }: { html: string; testId?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);
  const base = `${window.location.origin}/`;
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base href="${base}"><style>body{margin:0;font:14px/1.6 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:rgba(0,0,0,.88)}img,video{max-width:100%}</style></head><body>${html}</body></html>`;
  const measure = () => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.max(40, body.scrollHeight + 8));
  };
  return (
    <iframe
      ref={frame}
      title="description"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      onLoad={() => {
        measure();
        // Images load after the document: measure again once they have.
        for (const img of Array.from(frame.current?.contentDocument?.images ?? [])) {
          img.addEventListener('load', measure);
        }
      }}
      style={{ width: '100%', height, border: 0 }}
      data-testid={testId}
    />
  );
}
