"""RealNVP-style affine coupling flow in equinox, trained on two-moons data."""
