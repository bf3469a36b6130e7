#include "core/model/diagnostic.h" // moved to core/model (issue 14); kept so that older includes still work
