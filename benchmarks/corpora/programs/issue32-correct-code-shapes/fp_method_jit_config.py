import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class KalmanFilter1D:
    process_var: float
    measurement_var: float
    smooth: bool = False

    @partial(jax.jit, static_argnums=0)
    def filter(self, zs, x0=0.0, p0=1.0):
        def step(carry, z):
            x, p = carry
            p = p + self.process_var
            k = p / (p + self.measurement_var)
            x = x + k * (z - x)
            p = (1.0 - k) * p
            return (x, p), (x, p)

        _, (xs, ps) = jax.lax.scan(step, (jnp.asarray(x0), jnp.asarray(p0)), zs)
        if self.smooth:
            xs = self._rts(xs, ps)
        return xs, ps

    def _rts(self, xs, ps):
        def back(x_next, inputs):
            x, p = inputs
            g = p / (p + self.process_var)
            x_s = x + g * (x_next - x)
            return x_s, x_s

        _, xs_s = jax.lax.scan(back, xs[-1], (xs[:-1], ps[:-1]), reverse=True)
        return jnp.append(xs_s, xs[-1])


truth = jnp.cumsum(0.1 * jax.random.normal(jax.random.PRNGKey(0), (200,)))
zs = truth + 0.5 * jax.random.normal(jax.random.PRNGKey(1), truth.shape)
for kf in (KalmanFilter1D(0.01, 0.25), KalmanFilter1D(0.01, 0.25, smooth=True)):
    xs, ps = kf.filter(zs)
    print(kf.smooth, float(jnp.sqrt(jnp.mean((xs - truth) ** 2))), float(ps[-1]))
print(KalmanFilter1D(0.01, 0.25) == KalmanFilter1D(0.01, 0.25), hash(KalmanFilter1D(0.1, 1.0)) is not None)
