import { z } from 'zod'
import type { ShownOf } from '../fields.ts'
import { text } from '../fields.ts'
import { defineKind } from '../kind.ts'

/**
 * Which git host the browser editor (/admin) saves to. Read by the build only
 * (src/content/cms-config.ts); staff never edit it in the editor, since a
 * wrong value there would lock them out of it.
 */
const gitRepo = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as "owner/name", e.g. "cedar-sound-cpa/website"')
const gitBranch = z
  .string()
  .regex(/^[\w./-]+$/, 'must be a branch name such as "main"')
  .default('main')
const hostOrigin = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9.-]+(?::\d+)?$/,
    'must be the https:// address of the server alone, with no path or trailing slash, e.g. "https://git.example.com"',
  )
const oauthAppId = text.describe('ID of the OAuth application registered on the git host for the editor (PKCE)')

export const editorSchema = z.discriminatedUnion('backend', [
  z.strictObject({ backend: z.literal('github'), repo: gitRepo, branch: gitBranch }),
  z.strictObject({
    backend: z.literal('gitlab'),
    repo: z.string().regex(/^[\w.-]+(?:\/[\w.-]+)+$/, 'must be the project as "group/name" or "group/subgroup/name"'),
    branch: gitBranch,
    baseUrl: hostOrigin.optional().describe('Only for a self-hosted GitLab; gitlab.com when empty'),
    appId: oauthAppId,
  }),
  z.strictObject({
    backend: z.literal('gitea'),
    repo: gitRepo,
    branch: gitBranch,
    baseUrl: hostOrigin.describe('The Gitea or Forgejo server'),
    appId: oauthAppId,
  }),
])

// Where the editor saves and how staff sign in: a wrong value saved from the editor would lock
// staff out of it, and only a developer could undo that, so it is changed in git.
export const editor = defineKind({
  shared: true,
  schema: editorSchema,
  editor: null,
})

export type EditorSettings = ShownOf<typeof editorSchema>

/** The editor's `backend` settings for the git host staff sign in to. */
export function backendOf(editor: EditorSettings): Record<string, unknown> {
  switch (editor.backend) {
    case 'github':
      // No OAuth server of ours: staff sign in with a personal access token, so the OAuth button is left out.
      return { name: 'github', repo: editor.repo, branch: editor.branch, auth_methods: ['token'] }
    case 'gitlab':
      return {
        name: 'gitlab',
        repo: editor.repo,
        branch: editor.branch,
        auth_type: 'pkce',
        app_id: editor.appId,
        ...(editor.baseUrl ? { base_url: editor.baseUrl, api_root: `${editor.baseUrl}/api/v4` } : {}),
      }
    case 'gitea':
      return {
        name: 'gitea',
        repo: editor.repo,
        branch: editor.branch,
        base_url: editor.baseUrl,
        api_root: `${editor.baseUrl}/api/v1`,
        app_id: editor.appId,
      }
  }
}

/**
 * The origins the editor talks to for the git host, beyond its own: its API
 * (connect-src) and the signed-in person's avatar (img-src). For /admin's
 * Content-Security-Policy.
 */
export function editorOrigins(editor: EditorSettings): { connect: string[]; img: string[] } {
  switch (editor.backend) {
    case 'github':
      // Not www.githubstatus.com, which the sign-in page would ask for GitHub's status: it is no part of the
      // git host the firm signs in to, so /admin's policy blocks it and the page shows no status.
      return {
        connect: ['https://api.github.com'],
        img: ['https://avatars.githubusercontent.com'],
      }
    case 'gitlab': {
      const origin = new URL(editor.baseUrl ?? 'https://gitlab.com').origin
      return { connect: [origin], img: [origin] }
    }
    case 'gitea': {
      const origin = new URL(editor.baseUrl).origin
      return { connect: [origin], img: [origin] }
    }
  }
}
