def to_scalar(x):
    return float(x)


def fmt(name, value, digits=4):
    return f"{name}={to_scalar(value):.{digits}f}"
