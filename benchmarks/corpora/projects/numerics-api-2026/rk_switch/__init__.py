"""Fixed-step ODE integration where the Runge-Kutta scheme is picked at run time by lax.switch."""
