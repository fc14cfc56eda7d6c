/**
 * Typography for rendered chapters (the preview and the visual editor): no typography plugin in
 * this app, so the wrapper styles its descendants. Task-list items lose their bullet; their checkboxes show as they will print.
 */
export const CHAPTER_PROSE =
  'max-w-none break-words text-[0.95rem] leading-7 ' +
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:font-bold [&_h1]:text-2xl [&_h1]:tracking-tight ' +
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-bold [&_h2]:text-xl [&_h2]:tracking-tight [&>h2:first-child]:mt-0 ' +
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-lg ' +
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold ' +
  '[&_p]:my-3 [&_a]:text-primary [&_a]:underline [&_strong]:font-semibold ' +
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-7 [&_li]:my-1 ' +
  '[&_li.task-list-item]:list-none [&_input[type=checkbox]]:mr-2 [&_input[type=checkbox]]:size-4 [&_input[type=checkbox]]:align-[-0.15em] [&_input[type=checkbox]]:accent-primary ' +
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/30 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic ' +
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm ' +
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_hr]:my-6 [&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm ' +
  '[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border [&_td]:px-3 [&_td]:py-2'
