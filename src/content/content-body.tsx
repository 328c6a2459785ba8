/** A page's Markdown, rendered on the server by markdown.ts (raw HTML escaped, unsafe links dropped). */
export function ContentBody({ html }: { html: string }) {
  return (
    <div
      className="max-w-3xl text-gray-800 [&_a]:font-semibold [&_a]:text-brand-ink [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-site [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p]:leading-relaxed [&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_td]:border-b [&_td]:border-black/10 [&_td]:py-2 [&_td]:pr-4 [&_th]:border-b-2 [&_th]:border-black/20 [&_th]:py-2 [&_th]:pr-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output with html off and links checked
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
