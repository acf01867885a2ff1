import jax
import jax.numpy as jnp

from . import analysis, langevin, model, relax


def main():
    print("single force at r=0.8:", float(-jax.grad(model.pair_energy)(0.8)))
    r = jnp.linspace(0.2, 1.6, 8)
    print("force curve", analysis.force_curve(r))
    x0 = jnp.array([0.0, 0.5, 1.1, 1.4, 2.5])
    x = relax.make_relaxer(0.05, 300)(x0)
    print("relaxed", x)
    K = analysis.stiffness(x)
    print("stiffness eigenvalues", jnp.linalg.eigvalsh(-(K + K.T) / 2))
    run = langevin.make_langevin(dt=0.01, gamma=1.0, kT=0.05, n_steps=500)
    x_end, spacing = run(x, jax.random.key(5))
    print(f"mean bond length at kT=0.05: {float(jnp.mean(spacing[100:])):.3f}")
