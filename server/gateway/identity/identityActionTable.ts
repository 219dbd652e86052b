import type { ActionTable } from '../actions/actionTable';
import { activate } from './actions/activate';
import { addToGroup } from './actions/addToGroup';
import { createUser } from './actions/createUser';
import { deactivate } from './actions/deactivate';
import { getUser } from './actions/getUser';
import { listAccountUsers } from './actions/listAccountUsers';
import { listUserGroups } from './actions/listUserGroups';
import { listUsers } from './actions/listUsers';
import { recreateUser } from './actions/recreateUser';
import { resetPassword } from './actions/resetPassword';
import { updateUser } from './actions/updateUser';
import { updateUserName } from './actions/updateUserName';
import type { IdentityActionInput } from './identityActionInput';

/** Identity user calls of spec 001 section 7, by the `action` name of cognitoActions / userActions. */
export const IDENTITY_ACTIONS: ActionTable<IdentityActionInput> = {
  list: listAccountUsers,
  listUsers,
  getUser,
  createUser,
  updateUser,
  updateUserName,
  addToGroup,
  listUserGroups,
  activate,
  deactivate,
  resetPassword,
  recreateUser,
};
