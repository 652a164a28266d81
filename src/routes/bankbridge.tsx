import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { BankBridge } from '@/app/public/bank-bridge'

/** What the bank sends back; anything unexpected degrades to "unknown" instead of failing. */
const BankReturn = v.object({
  status: v.fallback(v.optional(v.picklist(['approved', 'pending', 'rejected'])), undefined),
  reference: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/))), undefined),
  amount: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.minValue(0))), undefined),
})

export const Route = createFileRoute('/bankbridge')({
  validateSearch: (search) => v.parse(BankReturn, search),
  component: BankBridge,
})
