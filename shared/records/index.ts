export * from './format'
export * from './games'
export * from './parse'
export * from './replay'
