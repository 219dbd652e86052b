// Organisation script slot (trusted integrator code, spec 001 section 9). Integrator blocks loaded
// from here register themselves through the runtime's public registry.
export {};
