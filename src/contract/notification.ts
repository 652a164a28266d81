import * as v from 'valibot'

export const PendingCount = v.object({ totalPendingRead: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type PendingCount = v.InferOutput<typeof PendingCount>
