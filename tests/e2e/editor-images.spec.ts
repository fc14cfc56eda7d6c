import { execFileSync } from 'node:child_process'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { accessToken, createProject, editor, openEditor, sampleDocument, shot } from './support/projects.ts'

const ASSET = /!\[A bar chart\]\(asset:([0-9a-f-]{36})\)/

/** A 480×240 PNG: two coloured bars, so the preview and the PDF show something real. */
const chartPng = () =>
  sharp({ create: { width: 480, height: 240, channels: 3, background: '#f4f1ea' } })
    .composite([
      { input: { create: { width: 120, height: 180, channels: 3, background: '#2a6f97' } }, left: 80, top: 40 },
      { input: { create: { width: 120, height: 110, channels: 3, background: '#e07a5f' } }, left: 280, top: 110 },
    ])
    .removeAlpha()
    .png()
    .toBuffer()

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Insert an image' })

async function withProject(page: Page, tag: string) {
  await signUp(page, uniqueEmail(tag))
  const project = await createProject(page, sampleDocument({ title: 'Charts and Pictures' }, 1))
  await openEditor(page, project.id, 1)
  return project
}

test.describe('editor: images (decision 63)', () => {
  test('upload with alt text, see it in Preview and in the exported PDF; another user cannot fetch it @phone', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000)
    const project = await withProject(page, 'ed-img')
    await editor.chapterContent(page).click()
    await page.keyboard.press('Control+End')
    await shot(page, 'i18-images-edit', info.project.name)
    await editor.button(page, 'Insert image').click()
    await expect(dialog(page)).toBeVisible()
    const insert = dialog(page).getByRole('button', { name: 'Insert', exact: true })
    await expect(insert).toBeDisabled()
    await expect(dialog(page).getByText('Choose an image file to insert.')).toBeVisible()
    await dialog(page)
      .getByLabel('Image file')
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await chartPng() })
    // A file but no description: still disabled, and it says why.
    await expect(insert).toBeDisabled()
    await expect(dialog(page).getByText('Add alt text to insert the image.')).toBeVisible()
    await shot(page, 'i18-images-dialog', info.project.name)
    await dialog(page).getByLabel('Alt text').fill('A bar chart')
    await expect(insert).toBeEnabled()
    await insert.click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(editor.chapterContent(page)).toHaveValue(ASSET)
    const imageId = ASSET.exec(await editor.chapterContent(page).inputValue())![1]!

    await editor.button(page, 'Preview').click()
    const picture = editor.preview(page).getByRole('img', { name: 'A bar chart' })
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)
    await picture.scrollIntoViewIfNeeded()
    await shot(page, 'i18-images-preview', info.project.name)

    // Reloaded (a fresh page, nothing cached in memory): the saved chapter's image is fetched again.
    await expect(editor.saved(page)).toBeVisible()
    await page.reload()
    await editor.button(page, 'Preview').click()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)

    await editor.openExport(page)
    const download = page.waitForEvent('download')
    await editor.button(page, 'Export as PDF').click()
    const pdf = await (await download).path()
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').slice(2)
    expect(images.map((line) => line.trim().split(/\s+/).slice(3, 5).join('×'))).toEqual(['480×240'])

    const url = `/api/projects/${project.id}/images/${imageId}`
    const mine = await page.request.get(url, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })
    expect([mine.status(), mine.headers()['content-type'], mine.headers()['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff'])
    const other = await browser.newContext()
    const stranger = await other.newPage()
    await signUp(stranger, uniqueEmail('ed-img-other'))
    const theirs = await stranger.request.get(url, { headers: { Authorization: `Bearer ${await accessToken(stranger)}` } })
    expect(theirs.status()).toBe(404)
    expect((await stranger.request.get(url)).status()).toBe(401)
    await other.close()
  })

  test('pasting or dropping an image file opens the dialog with the file chosen; a file that is not an image is refused', async ({
    page,
  }) => {
    await withProject(page, 'ed-img-paste')
    const box = editor.chapterContent(page)
    const png = [...(await chartPng())]
    const hand = (kind: 'paste' | 'drop', name: string, bytes: number[], type: string) =>
      box.evaluate(
        (el, { kind, name, bytes, type }) => {
          const data = new DataTransfer()
          data.items.add(new File([new Uint8Array(bytes)], name, { type }))
          const event =
            kind === 'paste'
              ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
              : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
          el.dispatchEvent(event)
        },
        { kind, name, bytes, type },
      )
    await hand('paste', 'pasted.png', png, 'image/png')
    await expect(dialog(page).getByText('pasted.png')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toHaveCount(0)

    // Named .png, but HTML inside: the server reads the bytes and says what is wrong.
    await hand('drop', 'dropped.png', [...Buffer.from('<html><body>not a picture</body></html>')], 'image/png')
    await expect(dialog(page).getByText('dropped.png')).toBeVisible()
    await dialog(page).getByLabel('Alt text').fill('Not really a picture')
    await dialog(page).getByRole('button', { name: 'Insert', exact: true }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText('415: This file is not a PNG, JPEG or WebP image.')
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(main(page).getByLabel('Chapter content', { exact: true })).not.toHaveValue(/asset:/)
  })
})
