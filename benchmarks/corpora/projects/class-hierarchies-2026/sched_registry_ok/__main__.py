import jax

from .config import CONFIG
from .data import friedman
from .evaluate import report
from .model import init_mlp
from .optim import make_optimizer
from .schedules import available
from .train import run


def main(cfg=CONFIG):
    d = cfg["data"]
    train = friedman(d["n_train"], d["dim"], d["seed"])
    test = friedman(d["n_test"], d["dim"], d["seed"] + 1)
    sizes = [d["dim"]] + list(cfg["model"]["widths"]) + [1]
    params = init_mlp(jax.random.key(d["seed"]), sizes)
    tx, schedule = make_optimizer(cfg["optim"])
    print(f"schedules: {available()}; using {schedule.name}")
    print("lr:", schedule.describe(cfg["train"]["steps"]))
    params = run(params, tx, train, cfg["train"], cfg["model"]["activation"])
    print("test:", report(params, test, cfg["model"]["activation"]))


if __name__ == "__main__":
    main()
