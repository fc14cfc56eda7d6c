import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { measureEditorAssets } from './editor-typing.ts'
import { editorSession, longChapterDocument } from './editor-session.ts'

/** The gzip JavaScript /editor loads for a signed-in writer in Visual mode (bench:web's line for issue 18). */
export async function editorRouteJs(baseUrl: string): Promise<{ gzip: number; files: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const session = await editorSession(browser, baseUrl, longChapterDocument(10_000))
    await session.open('visual')
    const assets = await measureEditorAssets(baseUrl, session.projectId, await session.context.storageState())
    return { gzip: assets.scripts.reduce((sum, a) => sum + a.gzipBytes, 0), files: assets.scripts.length }
  } finally {
    await browser.close()
  }
}
