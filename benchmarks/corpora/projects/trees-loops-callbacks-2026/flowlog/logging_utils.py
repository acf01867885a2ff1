import jax


def summarize(metrics):
    out = {}
    for name, value in metrics.items():
        if hasattr(value, "ndim") and value.ndim > 0:
            out[name] = value.mean()
        else:
            out[name] = value
    return out


def log_in_step(metrics):
    stats = summarize(metrics)
    print(f"  [step] loss={stats['loss']:.4f} |v|={stats['pred_norm']:.3f}")


def log_host(step, metrics):
    host = jax.device_get(metrics)
    parts = [f"{name}={float(value):.4f}" for name, value in sorted(host.items())]
    print(f"step {step:4d} " + " ".join(parts))
