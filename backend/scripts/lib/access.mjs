// Roles, policies and permissions of the project (filled in by the access step).
export async function setupAccess() {}
