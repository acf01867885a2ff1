"""Formatting and logging helpers for metric dicts."""
import jax


def format_scalars(scalars, step=None):
    head = f"[step {step:4d}] " if step is not None else ""
    return head + ", ".join("{}={:.4g}".format(k, v) for k, v in scalars.items())


def log_in_step(tag, metrics):
    """Called from inside the jitted eval step."""
    print("%s %s" % (tag, " ".join("%s=%.4f" % (k, float(v)) for k, v in metrics.items())))


def merge(*dicts, prefix=""):
    out = {}
    for d in dicts:
        out.update({prefix + k: v for k, v in d.items()})
    return out
