"""Velocity-Verlet molecular dynamics in a harmonic trap with a Berendsen thermostat."""
