export interface ApiExample {
  title: string;
  description: string;
  command: string;
}

/**
 * curl commands against this server for the selected workspace. The owner's calls read the
 * access token from $TOKEN; the chat configuration is public by appId.
 */
export function apiExamples(origin: string, workspaceId: string, appId: string): ApiExample[] {
  return [
    {
      title: 'GET your agents',
      description: 'A page of your workspaces (agents), newest first.',
      command: `curl -H "Authorization: Bearer $TOKEN" "${origin}/api/workspaces?page=0&size=20"`,
    },
    {
      title: 'GET one agent',
      description: 'The name, role and chat authentication of this agent.',
      command: `curl -H "Authorization: Bearer $TOKEN" "${origin}/api/workspaces/${workspaceId}"`,
    },
    {
      title: 'GET the chat configuration',
      description:
        'What the widget reads before it opens: name and whether sign-in is required. No token needed.',
      command: `curl "${origin}/api/chat/${appId}/config"`,
    },
    {
      title: 'GET the appId',
      description: 'The public key the widget and the chat calls use for this agent.',
      command: `curl -H "Authorization: Bearer $TOKEN" "${origin}/api/workspaces/${workspaceId}/chat"`,
    },
    {
      title: 'GET the allowed sites',
      description:
        'The web sites allowed to embed the chat widget, newest first. An empty list means any site may embed it.',
      command: `curl -H "Authorization: Bearer $TOKEN" "${origin}/api/workspaces/${workspaceId}/integrations"`,
    },
    {
      title: 'POST integrations',
      description:
        'Allow a web site (its origin: http or https, host and optional port) to embed the chat widget. From the first one on, only allowed sites can frame the chat, and the chat API refuses calls from other sites. DELETE …/integrations/{id} removes one again.',
      command: `curl -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" -d '{"origin":"https://shop.example.com"}' "${origin}/api/workspaces/${workspaceId}/integrations"`,
    },
  ];
}
