import jax
import jax.numpy as jnp
from jax import lax


def unpack_state(carry):
    if isinstance(carry, tuple) and len(carry) == 2:
        return carry
    return carry, jnp.zeros_like(carry)


def body(carry, x):
    pos, vel = unpack_state(carry)
    vel = 0.9 * vel + x
    pos = pos + vel
    return (pos, vel), pos


@jax.jit
def simulate(forces):
    init = jnp.zeros(())
    (pos, vel), traj = lax.scan(body, unpack_state(init), forces)
    return pos, traj


def main():
    forces = jnp.linspace(0.0, 1.0, 10)
    pos, traj = simulate(forces)
    print(round(float(pos), 4), traj.shape)


if __name__ == "__main__":
    main()
