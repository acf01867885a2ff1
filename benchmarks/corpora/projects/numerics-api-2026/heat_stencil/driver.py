import jax.numpy as jnp

from . import diagnostics, grid, solver, stencil


def main():
    alpha = 0.5
    x, dx = grid.make_grid(41)
    dt = grid.stable_dt(dx, alpha)
    n_steps = 200
    step = stencil.make_step(alpha, dx, dt)
    run, dheat = solver.make_solver(step, n_steps)
    u0 = grid.sine_mode(x) + 0.3 * grid.sine_mode(x, k=3)
    snaps = [u0]
    for _ in range(3):
        snaps.append(run(snaps[-1]))
    u = snaps[1]
    t = n_steps * dt
    exact = grid.sine_mode(x) * jnp.exp(-alpha * jnp.pi ** 2 * t) + 0.3 * grid.sine_mode(x, k=3) * jnp.exp(-9 * alpha * jnp.pi ** 2 * t)
    print(f"t={float(t):.4f} max error {float(jnp.max(jnp.abs(u - exact))):.2e}")
    print("heat content", [round(float(diagnostics.total_heat(s, dx)), 4) for s in snaps])
    times = jnp.arange(len(snaps)) * t
    rate = diagnostics.decay_rates(jnp.stack(snaps), x, times)
    print(f"fundamental decay rate {float(rate):.3f} (theory {alpha * jnp.pi ** 2:.3f})")
    bump = grid.gaussian_bump(x)
    spread = run(bump)
    print(f"bump: peak {float(bump.max()):.3f} -> {float(spread.max()):.3f}, heat lost through walls "
          f"{float(diagnostics.total_heat(bump, dx) - diagnostics.total_heat(spread, dx)):.4f}")
    print("d(heat)/d(amp) at amp=2:", float(dheat(2.0, u0)))
