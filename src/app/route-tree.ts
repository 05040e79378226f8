import { activityRoute } from '../routes/activity'
import { adminRoute } from '../routes/admin'
import { authenticatedRoute, homeRoute } from '../routes/authenticated'
import { contractsRoute, editContractRoute, newContractRoute } from '../routes/contracts'
import {
  addPositionRoute,
  inquiriesRoute,
  inquiryRoute,
  newInquiryRoute,
} from '../routes/inquiries'
import { overviewRoute } from '../routes/overview'
import { profileRoute } from '../routes/profile'
import { RECORD_ROUTES } from '../routes/records'
import { rootRoute } from '../routes/root'
import { signInRoute } from '../routes/sign-in'
import { editUserRoute, newUserRoute, usersRoute } from '../routes/users'

/** Every page of the dashboard; the accessibility spec visits each (e2e/every-page-is-accessible.spec.ts). */
export const routeTree = rootRoute.addChildren([
  signInRoute,
  authenticatedRoute.addChildren([
    homeRoute,
    overviewRoute,
    inquiriesRoute,
    newInquiryRoute,
    inquiryRoute,
    addPositionRoute,
    usersRoute,
    newUserRoute,
    editUserRoute,
    profileRoute,
    adminRoute.addChildren([
      contractsRoute,
      newContractRoute,
      editContractRoute,
      activityRoute,
      ...RECORD_ROUTES,
    ]),
  ]),
])
