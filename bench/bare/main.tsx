/**
 * The floor of the Lighthouse and list benches: Vite, React and Mantine with an AppShell and a table,
 * built with the dashboard's own packages and served beside it. Whatever the dashboard scores
 * below this page in the same run is the dashboard's own doing.
 */
import '@mantine/core/styles.css'
import { AppShell, MantineProvider, Table, Title } from '@mantine/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// 25 rows, or as many as `?rows=` says (the list bench's floor has 100, as its pages do).
const count = Number(new URLSearchParams(location.search).get('rows') ?? 25)
const rows = Array.from({ length: count }, (_, i) => ({
  id: `C-${1000 + i}`,
  client: `Client company ${i + 1} Oy`,
  vendor: `Vendor company ${i + 1} Ltd`,
  start: `2026-0${(i % 9) + 1}-01`,
}))

function BarePage() {
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header p="sm">
        <Title order={3}>Bare page</Title>
      </AppShell.Header>
      <AppShell.Navbar p="sm">Navigation</AppShell.Navbar>
      <AppShell.Main>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Contract</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Vendor</Table.Th>
              <Table.Th>Start</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.client}</Table.Td>
                <Table.Td>{row.vendor}</Table.Td>
                <Table.Td>{row.start}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AppShell.Main>
    </AppShell>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <BarePage />
    </MantineProvider>
  </StrictMode>,
)
