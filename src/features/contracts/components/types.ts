import type { UseFormReturn } from 'react-hook-form'
import type { ContractFormOutput, ContractFormValues } from '../form-values'

export type ContractFormApi = UseFormReturn<ContractFormValues, unknown, ContractFormOutput>
