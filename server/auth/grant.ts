import type { Grant, KoaContextWithOIDC } from 'oidc-provider'
import { API_SCOPE } from './api-resource.ts'

/**
 * The portal is first-party: there is no consent screen. Every authorization gets (or extends)
 * a grant for the profile scopes and the API resource, so the consent prompt never triggers.
 */
export async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx
  const client = oidc.client
  const accountId = oidc.session?.accountId
  if (!client || !accountId) return undefined
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId)
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId })
  grant.addOIDCScope([...new Set([...API_SCOPE.split(' '), ...oidc.requestParamOIDCScopes])].join(' '))
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims])
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    grant.addResourceScope(indicator, server.scope)
  }
  await grant.save()
  return grant
}
