import optax

from .schedules import Schedule


def make_optimizer(cfg):
    schedule = Schedule.from_config(cfg["schedule"])
    chain = []
    if cfg.get("clip"):
        chain.append(optax.clip_by_global_norm(cfg["clip"]))
    if cfg["name"] == "adamw":
        chain.append(optax.adamw(learning_rate=schedule, weight_decay=cfg["weight_decay"]))
    elif cfg["name"] == "sgd":
        chain.append(optax.sgd(learning_rate=schedule, momentum=0.9))
    else:
        raise ValueError(cfg["name"])
    return optax.chain(*chain), schedule
