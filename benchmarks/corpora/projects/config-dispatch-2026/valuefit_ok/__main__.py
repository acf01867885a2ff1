"""``python -m valuefit``: load the components named in EXPERIMENT and train."""
from .entrypoints import build

PKG = __package__

# Estimators shipped with the package (any "module:attr" works):
#   f"{PKG}.returns:discounted_returns", f"{PKG}.returns:LambdaReturn",
#   f"{PKG}.returns:NStepReturn"
EXPERIMENT = {
    "env": (f"{PKG}.env:RandomWalk", {"n_states": 7, "horizon": 24}),
    "network": (f"{PKG}.network:ValueMLP", {"hidden": 32}),
    "estimator": (f"{PKG}.returns:NStepReturn", {"n": 4, "gamma": 0.97}),
    "optimizer": ("optax:adam", {"learning_rate": 1e-2, "_call": True}),
    "learner": (f"{PKG}.learner:Learner", {"steps": 300, "batch": 64, "seed": 0}),
}


def main():
    parts = {k: build(spec, **kw) for k, (spec, kw) in EXPERIMENT.items() if k != "learner"}
    spec, kw = EXPERIMENT["learner"]
    learner = build(spec, **parts, **kw)
    learner.run()


if __name__ == "__main__":
    main()
