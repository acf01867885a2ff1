"""Neural-ODE fit of a damped spiral, configured with nested frozen dataclasses and JSON overrides."""
