#include "hffields.h"

namespace shardscope {

int64_t HfFields::required(const char* key, int64_t max, int64_t min)
{
    if (!m_reader.hasValue(key))
        m_reader.fail(key, inputText(QT_TRANSLATE_NOOP("InputText", "missing (needed for model_type \"%1\")"), {m_type}));
    return m_reader.integer(key, min, max);
}

} // namespace shardscope
