import jax
import jax.numpy as jnp

from . import lyapunov, simulate, stats


def main():
    params = {"sigma": 10.0, "rho": 28.0, "beta": 8.0 / 3.0}
    s0 = jnp.array([1.0, 1.0, 1.0])
    final, traj = simulate.simulate(s0, 0.01, 400, params)
    print("final state", final, "z range", float(traj[:, 2].min()), float(traj[:, 2].max()))
    mean, std = stats.time_averages(traj, 100)
    print("time mean", mean, "lobe switches", int(stats.lobe_switches(traj)))
    J = simulate.final_state_jacobian(s0, 0.01, 100, params)
    print("finite-time growth", float(jnp.linalg.norm(J, 2)))
    lam = jax.jit(lyapunov.largest_exponent, static_argnums=(2,))(final, 0.01, 3000, params)
    print(f"largest Lyapunov exponent ~ {float(lam):.2f} (literature 0.91)")
