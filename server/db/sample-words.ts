/** Words for demo and bulk data: plausible enough that searching them feels real. */
export const INDUSTRIES = [
  'Software',
  'Logistics',
  'Healthcare',
  'Finance',
  'Retail',
  'Manufacturing',
  'Energy',
  'Education',
  'Construction',
  'Telecommunications',
  'Hospitality',
  'Public sector',
]
export const ROLES = [
  'Backend engineer',
  'Frontend developer',
  'Data analyst',
  'Project manager',
  'Warehouse worker',
  'Forklift driver',
  'Registered nurse',
  'Accountant',
  'Sales associate',
  'Electrician',
  'Site supervisor',
  'Customer support agent',
  'DevOps engineer',
  'QA tester',
  'UX designer',
  'Teacher',
  'Chef',
  'Network technician',
]
export const TEAMS = ['team', 'squad', 'crew', 'unit', 'pool', 'project', 'expansion', 'cover']
export const CONTACTS = [
  'Anna Andersson',
  'Mikko Virtanen',
  'Sara Lind',
  'Jonas Berg',
  'Laura Niemi',
  'Omar Haddad',
  'Emma Koski',
  'Lucas Meyer',
]
export const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!
