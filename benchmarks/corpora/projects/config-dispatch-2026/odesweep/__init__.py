"""odesweep: fit a neural ODE to irregularly sampled oscillator trajectories,
sweeping over integrators and widths (see ``sweep.SWEEP``)."""
