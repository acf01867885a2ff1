"""Which sensors a run keeps."""


def sensor_mask(num_sensors, dropped):
    return tuple(i not in dropped for i in range(num_sensors))
