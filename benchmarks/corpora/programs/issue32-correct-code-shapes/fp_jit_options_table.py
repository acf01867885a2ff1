import jax
import jax.numpy as jnp

JIT_OPTIONS = {
    "rollout": {"static_argnums": (1, 2)},
    "reward": {"static_argnames": ("discount",)},
}


def compiled(name):
    options = JIT_OPTIONS.get(name, {})

    def decorate(fn):
        jitted = jax.jit(fn, **options)
        jitted.options = options
        return jitted

    return decorate


def pendulum_step(state, torque, dt):
    theta, omega = state
    omega = omega + dt * (-9.81 * jnp.sin(theta) + torque)
    return jnp.stack([theta + dt * omega, omega])


@compiled("rollout")
def rollout(state, torques, horizon, dt):
    states = []
    for t in range(horizon):
        state = pendulum_step(state, torques[t % torques.shape[0]], dt)
        states.append(state)
    return jnp.stack(states)


@compiled("reward")
def discounted_reward(states, discount=0.99):
    weights = jnp.array([discount ** t for t in range(states.shape[0])])
    return -(weights * states[:, 0] ** 2).sum()


s0 = jnp.array([0.3, 0.0])
torques = jnp.array([0.1, -0.1, 0.0])
traj = rollout(s0, torques, 40, 0.05)
print(traj.shape, float(discounted_reward(traj)), float(discounted_reward(traj, discount=0.9)))
print(rollout.options)
