import jax
import jax.numpy as jnp

from . import problems, solvers

SETTINGS = [
    {"dim": 4, "l2": 1e-2, "schedule": (1.0, 0.5, 0.25)},
    {"dim": 8, "l2": 1e-3, "schedule": (2.0, 1.0)},
    {"dim": 16, "l2": 1e-2, "schedule": (0.5,)},
]


def main():
    key = jax.random.PRNGKey(1)
    for setting in SETTINGS:
        key, sub = jax.random.split(key)
        problem = problems.make_problem(sub, 512, setting["dim"], setting["l2"])
        w0 = jnp.zeros((setting["dim"],))
        w, n_iter, grad_norm = solvers.solve(
            w0, problem, problems.objective, setting["schedule"], max_iter=800, tol=5e-4
        )
        loss = float(problems.objective(w, problem))
        acc = float(problems.accuracy(w, problem))
        print(
            f"dim={setting['dim']:2d} iters={int(n_iter):3d} |g|={float(grad_norm):.2e} "
            f"loss={loss:.4f} acc={acc:.3f}"
        )


if __name__ == "__main__":
    main()
