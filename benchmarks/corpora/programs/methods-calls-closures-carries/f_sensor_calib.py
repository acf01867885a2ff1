"""Sensor calibration with offsets stored on the calibrator."""
import jax
import jax.numpy as jnp


class Calibrator:
    def __init__(self, offsets, gain):
        self.offsets = offsets
        self.gain = gain
        self.n_channels = offsets.shape[0]

    def forward(self, raw):
        centred = raw - self.offsets
        out = jnp.zeros((raw.shape[0], self.n_channels))
        out = out.at[:, :].set(centred * self.gain)
        return out.reshape(-1, self.n_channels).mean(axis=0)


cal = Calibrator(jnp.array([0.1, -0.2, 0.05, 0.0]), 1.5)
fwd = jax.jit(cal.forward)
print(fwd(jnp.ones((5, 4))))
print(fwd(jnp.zeros((3, 4))))
