/** The CRM call type named by a makeCall endpoint's `type` query parameter, or null. */
export function endpointType(endpoint: string): string | null {
  try {
    return new URL(endpoint, 'http://endpoint.invalid').searchParams.get('type');
  } catch {
    return null;
  }
}
