"""Damped Newton iteration for small nonlinear systems, driven by lax.while_loop."""
