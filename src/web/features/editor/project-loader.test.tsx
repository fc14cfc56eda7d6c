// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectLoader } from './project-loader.tsx'

const projectId = '11111111-1111-4111-8111-111111111111'

function open(answer: () => Response) {
  vi.stubGlobal('fetch', async () => answer())
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectLoader userId="u1" projectId={projectId} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('opening a project by id', () => {
  it("says 'Project not found' when the server answers not_found", async () => {
    open(() => Response.json({ code: 'not_found', message: 'There is no such project.' }, { status: 404 }))
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument()
  })

  it('decides by the error code: a 404 without one (not our server) is an error to retry, not a missing project', async () => {
    open(() => new Response('<html>Not Found</html>', { status: 404 }))
    expect(await screen.findByRole('heading', { name: 'Could not open the project' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
