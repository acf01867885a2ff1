"""Neural ODE fitted to spiral trajectories with a hand-written RK4 integrator (equinox)."""
