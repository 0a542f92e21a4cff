import './rich-text.css';

/**
 * Shows rich text written with the rich text editor. The HTML was sanitised by the server when it was saved
 * (allowlisted tags, attributes, styles and URL schemes), which is what makes rendering it here safe.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (e.g. content.rich-text.ts)
  return <div className="content-html" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
