import jax.numpy as jnp

from . import integrate, problems, schemes


def main():
    omega = 2.0
    rhs = problems.make_oscillator(omega)
    solve = integrate.make_integrator(rhs, hmax=0.04)
    y0 = jnp.array([1.0, 0.0])
    for m, name in enumerate(schemes.NAMES):
        t, y = solve(y0, 0.0, 0.02, 100, m)
        err = jnp.max(jnp.abs(y - problems.oscillator_exact(omega, y0, t)))
        print(f"{name:9s} error {float(err):.2e}")
    vdp = integrate.make_integrator(problems.make_van_der_pol(1.5))
    t, y = vdp(jnp.array([2.0, 0.0]), 0.0, 0.01, 200, 2)
    print("van der Pol state", y)
