import jax
from jax import lax


def make_stepper(force, thermostat, dt):
    def verlet(carry, _):
        x, v, f = carry
        v_half = v + 0.5 * dt * f
        x_new = x + dt * v_half
        f_new = force(x_new)
        v_new = thermostat.rescale(v_half + 0.5 * dt * f_new)
        return (x_new, v_new, f_new), None

    @jax.jit
    def run(x, v):
        (x, v, _), _ = lax.scan(verlet, (x, v, force(x)), None, length=200)
        return x, v

    return run
