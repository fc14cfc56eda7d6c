import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { measureEditorModes } from './editor-typing.ts'
import { editorSession, longChapterDocument } from './editor-session.ts'

export interface EditorModeJs {
  gzip: number
  files: number
}

/**
 * The gzip JavaScript /editor loads for a signed-in writer before they can type (issue 30), in
 * Edit mode (the Markdown box) and in Visual mode (the visual editor's chunk included).
 */
export async function editorRouteJs(baseUrl: string): Promise<Record<'edit' | 'visual', EditorModeJs>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const session = await editorSession(browser, baseUrl, longChapterDocument(10_000))
    const modes = await measureEditorModes(baseUrl, session)
    const sum = (mode: 'edit' | 'visual') => ({
      gzip: modes[mode].scripts.reduce((total, a) => total + a.gzipBytes, 0),
      files: modes[mode].scripts.length,
    })
    return { edit: sum('edit'), visual: sum('visual') }
  } finally {
    await browser.close()
  }
}
