"""Fixed-step RK4 and midpoint integrators for a damped pendulum, compared by energy error."""
import functools
from typing import Callable, NamedTuple

import jax
import jax.numpy as jnp


class Pendulum(NamedTuple):
    g: float = 9.81
    length: float = 1.0
    damping: float = 0.05


def vector_field(p: Pendulum) -> Callable:
    def f(y):
        theta, omega = y[..., 0], y[..., 1]
        return jnp.stack([omega, -p.g / p.length * jnp.sin(theta) - p.damping * omega], axis=-1)

    return f


def rk4(f, y, h):
    k1 = f(y)
    k2 = f(y + 0.5 * h * k1)
    k3 = f(y + 0.5 * h * k2)
    k4 = f(y + h * k3)
    return y + h * (k1 + 2 * k2 + 2 * k3 + k4) / 6.0


def midpoint(f, y, h):
    return y + h * f(y + 0.5 * h * f(y))


SCHEMES = {"rk4": rk4, "midpoint": midpoint}


@functools.partial(jax.jit, static_argnames=("n_steps", "scheme", "params"))
def integrate(y0, h, n_steps, scheme, params):
    f = vector_field(params)
    step = SCHEMES[scheme]
    ts = jnp.arange(n_steps + 1) * h

    def body(y, _):
        y = step(f, y, h)
        return y, y

    _, ys = jax.lax.scan(body, y0, None, length=n_steps)
    return ts, jnp.concatenate([y0[None], ys], axis=0)


def energy(y, p):
    theta, omega = y[..., 0], y[..., 1]
    return 0.5 * (p.length * omega) ** 2 + p.g * p.length * (1 - jnp.cos(theta))


def main():
    params = Pendulum()
    y0 = jnp.array([[0.5, 0.0], [1.0, 0.0], [2.0, 0.5]])
    options = {"h": 0.02, "n_steps": 150}
    results = {}
    for name in SCHEMES:
        ts, traj = integrate(y0, options["h"], n_steps=options["n_steps"], scheme=name, params=params)
        e = energy(traj, params)
        results[name] = traj
        print(f"{name:9s} t_end={float(ts[-1]):.2f} energy start {e[0].round(3).tolist()} end {e[-1].round(3).tolist()}")
    diff = jnp.max(jnp.abs(results["rk4"] - results["midpoint"]))
    print(f"max scheme difference: {float(diff):.2e}")


if __name__ == "__main__":
    main()
