"""Embedded Runge-Kutta (Bogacki-Shampine 3(2)) with step-size control, batched over initial conditions."""
