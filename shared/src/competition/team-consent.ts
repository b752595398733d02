/**
 * Team consent (issue "A real event, run by real people"): a captain names fencers, each of them accepts or declines;
 * until they accept they hold no place, so another team of the category may still have them. The organizer's
 * members need no consent (the organizer enters them).
 */

export interface TeamLineUp {
  /** The line-up in order, invited fencers included. */
  memberIds: readonly string[];
  /** Fencers named who have not accepted yet (a subset of memberIds). */
  invitedIds: readonly string[];
}

/** The fencers a captain's line-up invites: everyone but the captain, who applies and so agrees. */
export function captainInvitations(captainId: string, memberIds: readonly string[]): string[] {
  return memberIds.filter((id) => id !== captainId);
}

/** The fencers who hold a place in the team: accepted by themselves, or entered by the organizer. */
export function confirmedMembers(team: TeamLineUp): string[] {
  const invited = new Set(team.invitedIds);
  return team.memberIds.filter((id) => !invited.has(id));
}

/**
 * The invitations left after the organizer saves a line-up: fencers still named keep theirs; anyone the organizer
 * adds is entered by the organizer and needs none.
 */
export function invitationsAfterOrganizerEdit(team: TeamLineUp, memberIds: readonly string[]): string[] {
  return team.invitedIds.filter((id) => memberIds.includes(id));
}

/** The line-up after a fencer answers: accepting keeps their place and ends the invitation; declining leaves. */
export function answerInvitation(
  team: TeamLineUp,
  userId: string,
  accept: boolean,
): { memberIds: string[]; invitedIds: string[] } {
  const invitedIds = team.invitedIds.filter((id) => id !== userId);
  const memberIds = accept ? [...team.memberIds] : team.memberIds.filter((id) => id !== userId);
  return { memberIds, invitedIds };
}
